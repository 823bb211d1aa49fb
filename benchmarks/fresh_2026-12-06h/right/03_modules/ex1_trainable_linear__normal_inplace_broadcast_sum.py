# Right: the weight is drawn with Tensor.normal_(std=1/sqrt(in)) on an empty tensor of the default dtype/device (same global generator), and forward is a broadcast multiply-and-sum over the input dimension instead of a matrix product; works for (I,), (N, I), (B, S, I), zero sizes and any layout.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features).normal_(0.0, 1.0 / math.sqrt(in_features)))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # (..., 1, I) * (O, I) -> (..., O, I) -> sum over I -> (..., O)
        return (x.unsqueeze(-2) * self.weight).sum(dim=-1) + self.bias
