# Right: makes the copies with torch.empty_like(t).copy_(t) registered in a loop, and writes the forward with torch.sub / torch.div
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        for name, stat in (("mean", mean), ("std", std)):
            self.register_buffer(name, torch.empty_like(stat).copy_(stat))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.div(torch.sub(x, self.mean), self.std)
