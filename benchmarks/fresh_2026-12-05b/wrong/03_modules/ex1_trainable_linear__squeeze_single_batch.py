# Mistake: "a batch of size 0 or 1 keeps its dimension" — handles unbatched inputs by unsqueeze/squeeze, and the squeeze also drops the batch dimension of a batch of one.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batched = x if x.dim() > 1 else x.unsqueeze(0)
        out = batched @ self.weight.T + self.bias
        return out.squeeze(0)
