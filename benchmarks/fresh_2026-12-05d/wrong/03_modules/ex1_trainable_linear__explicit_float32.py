# Mistake: "create the parameters in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` and `with torch.device(...)` apply to the layer" — dtype=torch.float32 and device="cpu" are spelled out, so a layer made under set_default_dtype(torch.float64) or `with torch.device("meta")` still gets float32 CPU parameters.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features, dtype=torch.float32, device="cpu")
                                   / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32, device="cpu"))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
