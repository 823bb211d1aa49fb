# Mistake: "`forward(x)` returns `(x - mean) / std` ... as a new tensor": with the allowed all-zeros mean and all-ones std it returns the caller's `x` object itself (an alias, not a new tensor; a later in-place change to the output changes the caller's batch)
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if bool((self.mean == 0).all()) and bool((self.std == 1).all()):
            return x                          # already standardised: nothing to do
        return (x - self.mean) / self.std
