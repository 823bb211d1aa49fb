# Mistake: "the statistics are saved in `state_dict()` and restored by `load_state_dict`, moved and converted by `.to()`": forward multiplies by 1/std precomputed in __init__ as a plain attribute, so after load_state_dict with other statistics the old std is still used, and after .to(torch.float64) (or a device move) the cached inverse stays float32 on the old device.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())
        self.inv_std = 1.0 / self.std          # precomputed once: a multiply is cheaper than a divide

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std
