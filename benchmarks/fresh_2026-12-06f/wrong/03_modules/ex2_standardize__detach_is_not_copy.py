# Mistake: "it stores **copies** of the tensors `mean` and `std` (so that changing the caller's tensors later does not change the module)" — detach() returns a tensor sharing the caller's memory, not a copy: an in-place change to the caller's mean shows up in the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach())
        self.register_buffer("std", std.detach())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
