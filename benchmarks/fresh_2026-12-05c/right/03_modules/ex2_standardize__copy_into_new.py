# Right: copies the statistics into freshly allocated tensors (empty_like + copy_ under no_grad), registers them as ordinary persistent buffers, and uses Tensor.sub/div
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        with torch.no_grad():
            mean_copy = torch.empty_like(mean).copy_(mean)
            std_copy = torch.empty_like(std).copy_(std)
        self.register_buffer("mean", mean_copy, persistent=True)
        self.register_buffer("std", std_copy, persistent=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sub(self.mean).div(self.std)
