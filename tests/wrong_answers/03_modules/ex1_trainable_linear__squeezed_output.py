# Diagnosis: batch-dims
# Pitfall: squeeze() on the output "to tidy it": a batch of one, or a single output feature, loses its dimension.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x @ self.weight.T + self.bias).squeeze()
