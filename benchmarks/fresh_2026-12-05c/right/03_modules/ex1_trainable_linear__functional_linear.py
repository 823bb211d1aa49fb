# Right: parameters registered through nn.Parameter in the default dtype/device, scaled by in_features ** -0.5 before wrapping; forward via F.linear, which handles any leading dimensions
import torch.nn.functional as F


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self.weight, self.bias)
