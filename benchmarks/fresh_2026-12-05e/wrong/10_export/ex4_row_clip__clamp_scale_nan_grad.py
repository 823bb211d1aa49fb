# Mistake: "gradients flow to the input ... finite everywhere (an all-zero row included: no NaN in its gradient either)" — clamp(limit / m, max=1): forward is fine (inf clamped to 1) but backward multiplies clamp's zero gradient by d(limit/m)/dm = -inf at m = 0, giving NaN in an all-zero row's gradient
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        scale = torch.clamp(self.limit / m, max=1.0)
        return x * scale
