# Right: copies made with copy.deepcopy (a fresh leaf with its own storage, same dtype/device, works on meta), and forward multiplies by std.reciprocal() computed from the buffer at call time (so load_state_dict/.to() are always honoured).
import copy


class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", copy.deepcopy(mean))
        self.register_buffer("std", copy.deepcopy(std))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.std.reciprocal()
