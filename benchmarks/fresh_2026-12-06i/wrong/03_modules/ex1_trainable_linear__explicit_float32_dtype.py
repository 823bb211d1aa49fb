# Mistake: "Like `nn.Linear`, create them in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` and `with torch.device(...)` apply to the layer." — pins dtype=torch.float32 on both parameters, so under torch.set_default_dtype(torch.float64) the layer is still float32.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        w = torch.randn(out_features, in_features, dtype=torch.float32) / math.sqrt(in_features)
        self.weight = nn.Parameter(w)
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
