# Right: clone().detach() copies, with a check that the statistics have a shape that broadcasts as the prompt allows (0-d or at most 3-D); forward is (x - mean) / std, a new tensor with x's shape; no parameters.
class Standardize(nn.Module):
    def __init__(self, mean, std):
        super().__init__()
        for name, t in (("mean", mean), ("std", std)):
            if not isinstance(t, torch.Tensor) or t.dim() > 3:
                raise ValueError(f"{name} must be a tensor of at most 3 dimensions")
        self.register_buffer("mean", mean.clone().detach())
        self.register_buffer("std", std.clone().detach())

    def forward(self, x):
        centred = x - self.mean
        return centred / self.std
