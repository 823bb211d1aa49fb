# Diagnosis: not-persistent
# Mistake: "The statistics must be saved in state_dict() and restored by load_state_dict" — forward caches 1/std on its first call, so after load_state_dict (or .to()) a second call still divides by the old statistics, on the old device and dtype
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())
        self._inv_std = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self._inv_std is None:
            self._inv_std = 1.0 / self.std
        return (x - self.mean) * self._inv_std
