# Right: copies with torch.empty_like(...).copy_() (under no_grad) and computes torch.div(torch.sub(x, mean), std).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        with torch.no_grad():
            m = torch.empty_like(mean).copy_(mean)
            s = torch.empty_like(std).copy_(std)
        self.register_buffer("mean", m)
        self.register_buffer("std", s)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.div(torch.sub(x, self.mean), self.std)
