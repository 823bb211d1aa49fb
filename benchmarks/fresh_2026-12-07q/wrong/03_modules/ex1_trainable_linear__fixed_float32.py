# Mistake: "create them in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` ... apply to the layer" -- the weight is built with dtype=torch.float32, so under torch.set_default_dtype(torch.float64) the layer's weight is float32 while the reference's is float64.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features, dtype=torch.float32)
                                   / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
