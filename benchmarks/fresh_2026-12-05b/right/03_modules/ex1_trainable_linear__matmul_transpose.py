# Right: torch.matmul with weight.t() (broadcasts over any leading dimensions), bias added out of place.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        weight = torch.randn(out_features, in_features)
        weight /= torch.sqrt(torch.tensor(float(in_features)))
        self.weight = nn.Parameter(weight)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.add(torch.matmul(x, self.weight.t()), self.bias)
