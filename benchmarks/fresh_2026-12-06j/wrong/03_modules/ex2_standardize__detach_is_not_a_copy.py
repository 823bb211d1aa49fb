# Mistake: "it stores **copies** of the tensors mean and std (so that changing the caller's tensors later does not change the module ...)": .detach() returns a view sharing the caller's storage, so mean.add_(1) after construction changes the module's buffer and its output.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        # "a detached copy": detach() so the buffers carry no graph
        self.register_buffer("mean", mean.detach())
        self.register_buffer("std", std.detach())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
