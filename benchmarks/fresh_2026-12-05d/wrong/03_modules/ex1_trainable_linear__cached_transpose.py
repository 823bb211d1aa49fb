# Mistake: "in float32 or float64 once the layer is converted with `.to()`" and ".to() moves them" — the transposed weight is computed once in __init__ and kept as a plain attribute (a view of the original weight): .to(float64) or .to(device) replaces weight with a converted tensor but leaves the cached float32 CPU transpose behind, so forward then mixes dtypes or devices and raises.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.weight_t = self.weight.t()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight_t + self.bias
