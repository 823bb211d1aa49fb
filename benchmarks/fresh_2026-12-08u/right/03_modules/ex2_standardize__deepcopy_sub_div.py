# Right: the copies come from copy.deepcopy (same dtype, device and values, no shared memory), and forward uses torch.sub and Tensor.div.
import copy


class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", copy.deepcopy(mean))
        self.register_buffer("std", copy.deepcopy(std))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sub(x, self.mean).div(self.std)
