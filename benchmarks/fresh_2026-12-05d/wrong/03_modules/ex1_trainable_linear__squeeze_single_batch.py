# Mistake: "a batch of size 0 or 1 keeps its dimension" — a 1-D input is handled by adding a batch dimension and squeezing dim 0 afterwards, but the squeeze also runs for a real batch of one, so x of shape (1, I) gives (O,) and (1, N, I) gives (N, O).
class TrainableLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) / in_features ** 0.5)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        batched = x if x.dim() > 1 else x.unsqueeze(0)
        out = batched @ self.weight.T + self.bias
        return out.squeeze(0)
