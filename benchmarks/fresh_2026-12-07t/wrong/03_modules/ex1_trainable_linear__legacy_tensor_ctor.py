# Mistake: "create them in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` and `with torch.device(...)` apply to the layer": the legacy torch.Tensor(out, in) constructor follows the default dtype but ignores `with torch.device(...)`, so a layer built inside `with torch.device("meta")` (or a GPU) has its parameters on the CPU.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.Tensor(out_features, in_features).normal_(0.0, 1.0 / math.sqrt(in_features)))
        self.bias = nn.Parameter(torch.Tensor(out_features).zero_())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
