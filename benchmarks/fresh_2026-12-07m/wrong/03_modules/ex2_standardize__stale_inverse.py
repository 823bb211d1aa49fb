# Mistake: "The statistics must be saved in `state_dict()` and restored by `load_state_dict`, moved and converted by `.to()`": forward multiplies by 1/std precomputed in __init__ as a plain attribute, so after load_state_dict (new std) or .to(float64) the module still uses the old float32 inverse.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())
        self.inv_std = 1.0 / self.std          # precomputed once: a multiply is cheaper than a divide

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std
