# Mistake: "dtype and device: float32, or float64 once the layer is converted with `.to()`": the transposed weight is cached once in __init__ as a plain attribute; `.to(torch.float64)` (or `.to("meta")`) swaps the parameter's data but leaves the cached view on the old float32 storage, so forward on a float64 x raises a dtype mismatch (and the cache misses any later replacement of the weight).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.weight_t = self.weight.T          # transpose once, not on every call

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight_t + self.bias
