# Mistake: "stores copies of the tensors `mean` and `std` ... as buffers named `mean` and `std`" -- the buffer named std holds 1/std (precomputed to multiply), so state_dict()['std'] is not std and loading the reference's state_dict (which holds std) gives the wrong scale.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", 1.0 / std.detach())      # multiply is cheaper than divide

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.std
