# Mistake: "be float32 or float64 (after `.to()`)": casts the input with x.float() "to be safe", so a block converted with .to(torch.float64) fed a float64 x raises a dtype mismatch (float32 input against float64 weights).
class ResidualBlock(nn.Module):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.fc2 = nn.Linear(hidden, out_features)
        self.proj = nn.Identity() if in_features == out_features else nn.Linear(in_features, out_features, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.float()
        return self.proj(x) + self.fc2(F.relu(self.fc1(x)))
