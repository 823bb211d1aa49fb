# Diagnosis: weight-shape
# Pitfall: stores the weight as (in_features, out_features) and computes x @ weight.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(in_features, out_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight + self.bias
