# Mistake: "Like `nn.Linear`, create the parameters in the default dtype and on the default device (no `dtype=` or `device=`)" — dtype=torch.float32 is spelled out "to be safe", so after torch.set_default_dtype(torch.float64) the layer is still float32.
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features, dtype=torch.float32)
                                   / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32))

    def forward(self, x):
        return x @ self.weight.T + self.bias
