# Right: copies with `.clone()` only (allowed: the tests' stats never require grad) and computes with torch.sub / torch.div functions instead of operators
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.div(torch.sub(x, self.mean), self.std)
