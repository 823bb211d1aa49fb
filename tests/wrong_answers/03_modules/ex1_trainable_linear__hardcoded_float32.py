# Diagnosis: hardcoded-dtype-device
# Pitfall: dtype=torch.float32, device="cpu" "to be explicit": the layer ignores torch.set_default_dtype and `with torch.device(...)`, unlike nn.Linear.
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features, dtype=torch.float32, device="cpu") / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features, dtype=torch.float32, device="cpu"))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
