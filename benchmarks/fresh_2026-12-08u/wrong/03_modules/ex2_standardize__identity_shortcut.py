# Mistake: "the result is a new tensor (the caller's `x` is left unchanged ...)" and "restored by `load_state_dict`": with all-zero mean and all-one std (the identity statistics the prompt lists) __init__ sets a flag and forward returns the caller's x object itself; the flag is also not in state_dict, so loading real statistics into such a module leaves it returning x unnormalised.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())
        self.is_identity = bool((mean == 0).all() and (std == 1).all())   # nothing to do

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.is_identity:
            return x
        return (x - self.mean) / self.std
