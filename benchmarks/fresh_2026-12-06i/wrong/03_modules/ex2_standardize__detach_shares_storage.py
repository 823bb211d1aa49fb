# Mistake: "it stores **copies** of the tensors `mean` and `std` (so that changing the caller's tensors later does not change the module ...)" — registers mean.detach() / std.detach(), which share memory with the caller's tensors, so an in-place change of the caller's mean (mean += 1) changes the module.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach())    # a detached copy
        self.register_buffer("std", std.detach())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
