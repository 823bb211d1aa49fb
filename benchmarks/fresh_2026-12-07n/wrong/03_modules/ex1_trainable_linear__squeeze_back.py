# Mistake: "for any number of leading batch dimensions (none, ...)": a 1-D input is unsqueezed to a batch of one and then `.squeeze()`d without a dim, so for x of shape (I,) with out_features = 1 the result has shape () instead of (1,)
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dim() == 1:                       # a single sample: make it a batch of one
            return (x.unsqueeze(0) @ self.weight.T + self.bias).squeeze()
        return x @ self.weight.T + self.bias
