# Diagnosis: no-skip
# Pitfall: an nn.Sequential only chains its layers, so the skip connection is silently dropped.
class ResidualBlock(nn.Sequential):
    def __init__(self, in_features: int, out_features: int, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden)
        self.relu = nn.ReLU()
        self.fc2 = nn.Linear(hidden, out_features)
