# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — the forward is wrapped in torch.enable_grad() "so backward always works", which records a graph (and returns an output that requires grad) even when the caller turned gradients off.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.enable_grad():
            h = self.proj(x) + 1.0
            g = torch.sigmoid(self.gate(x)) * self.scale
            out = h * g + x
            return torch.relu(out)
