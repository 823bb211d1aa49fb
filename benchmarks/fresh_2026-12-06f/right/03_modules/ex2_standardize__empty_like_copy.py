# Right: copies made with empty_like + copy_ under no_grad (own memory, same dtype/device/shape), registered as persistent buffers; forward uses torch.sub / torch.div, out of place, broadcasting whatever the stats' shape.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        with torch.no_grad():
            mean_copy = torch.empty_like(mean, memory_format=torch.contiguous_format).copy_(mean)
            std_copy = torch.empty_like(std, memory_format=torch.contiguous_format).copy_(std)
        self.register_buffer("mean", mean_copy, persistent=True)
        self.register_buffer("std", std_copy, persistent=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.div(torch.sub(x, self.mean), self.std)
