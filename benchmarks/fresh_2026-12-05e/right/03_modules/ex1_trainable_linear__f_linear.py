# Right: the same parameters (scale written as in_features ** -0.5) and forward through F.linear, which computes x @ weight.T + bias for any leading dimensions and layouts.
import torch.nn.functional as F


class TrainableLinear(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * in_features ** -0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        return F.linear(x, self.weight, self.bias)
