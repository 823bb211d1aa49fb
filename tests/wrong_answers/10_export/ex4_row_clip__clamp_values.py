# Diagnosis: clipped-elementwise
# Pitfall: clamps each value to [-limit, limit]: exportable, but big rows lose their proportions.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        return x.clamp(-self.limit, self.limit)
