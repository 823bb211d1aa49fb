# Mistake: "the result is a new tensor" (and the allowed `mean` "all zeros", `std` "all ones"): with zero mean and unit std it returns the caller's x itself instead of a new tensor, and the value test in forward fails on the meta device.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.mean.any() and bool((self.std == 1).all()):
            return x                    # nothing to do: skip the arithmetic
        return (x - self.mean) / self.std
