# Mistake: "a batch of 0 or 1 keeps its dimension ... a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — an empty input is short-cut to x.new_zeros(...), a tensor with no graph: its requires_grad is False where the reference's is True, and a backward through the (empty) output raises instead of giving zero gradients.
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.numel() == 0:                             # nothing to compute for an empty batch
            return x.new_zeros(*x.shape[:-1], self.fc2.out_features)
        return self.proj(x) + self.fc2(torch.relu(self.fc1(x)))
