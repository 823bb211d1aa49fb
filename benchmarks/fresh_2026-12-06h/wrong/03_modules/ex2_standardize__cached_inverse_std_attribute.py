# Mistake: "The statistics must be saved in `state_dict()` and restored by `load_state_dict`, moved and converted by `.to()`" — forward multiplies by 1/std precomputed in __init__ as a plain tensor attribute: after load_state_dict the old std is still used, after .to(float64) it stays float32 precision, and after .to(device) it stays on the CPU.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())
        self.inv_std = 1.0 / self.std          # a multiply is cheaper than a divide

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std
