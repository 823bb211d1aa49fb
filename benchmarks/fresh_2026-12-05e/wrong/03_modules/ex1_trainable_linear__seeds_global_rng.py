# Mistake: "the inputs come back unchanged and global state as found" — __init__ calls torch.manual_seed(0) "for a reproducible init", which resets the caller's global random stream every time a layer is built (and every layer gets the same weight).
import math


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        torch.manual_seed(0)
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / math.sqrt(in_features))
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        return x @ self.weight.T + self.bias
