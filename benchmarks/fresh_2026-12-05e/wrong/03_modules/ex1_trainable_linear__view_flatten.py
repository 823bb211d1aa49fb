# Mistake: "whatever the input's memory layout" — the leading dimensions are flattened with view(-1, in_features), which refuses a transposed or strided x (and an unbatched (I,) input comes back as (1, O)).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.in_features = in_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        flat = x.view(-1, self.in_features) @ self.weight.T + self.bias
        return flat.view(*x.shape[:-1], -1) if x.dim() > 1 else flat
