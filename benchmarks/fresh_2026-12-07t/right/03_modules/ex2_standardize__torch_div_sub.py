# Right: copies with torch.clone(..., memory_format=torch.preserve_format) after detach, and computes with the functional torch.div(torch.sub(...)) form.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        for name, value in (("mean", mean), ("std", std)):
            self.register_buffer(name, torch.clone(value.detach(), memory_format=torch.preserve_format))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.div(torch.sub(x, self.mean), self.std)
