# Mistake: "create the parameters ... on the default device (no dtype= or device=), so that ... with torch.device(...) apply to the layer" — creates them with device="cpu".
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features, device="cpu") / in_features ** 0.5
        self.weight = nn.Parameter(w)
        self.bias = nn.Parameter(torch.zeros(out_features, device="cpu"))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.weight.T + self.bias
