# Right: copies with copy.deepcopy and computes x.sub(mean).div(std) (out of place).
import copy


class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", copy.deepcopy(mean))
        self.register_buffer("std", copy.deepcopy(std))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.sub(self.mean).div(self.std)
