# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)": it wraps the forward in torch.enable_grad() so backward always works, which makes the output require grad (and builds a graph) even when the caller asked for no_grad.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.enable_grad():
            h = self.proj(x)
            h += 1.0
            g = torch.sigmoid(self.gate(x))
            g = g * self.scale             # out of place: sigmoid saved g
            out = h * g
            out += x
            return torch.relu_(out)
