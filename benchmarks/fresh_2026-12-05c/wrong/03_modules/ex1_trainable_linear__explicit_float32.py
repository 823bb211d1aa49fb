# Mistake: "create the parameters in the default dtype and on the default device (no `dtype=` or `device=`), so that `torch.set_default_dtype` and `with torch.device(...)` apply" — pins dtype=float32 and device="cpu"
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features, dtype=torch.float32, device="cpu")
        self.weight = nn.Parameter(w / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32, device="cpu"))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
