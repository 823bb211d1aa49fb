# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" -- wraps the forward in torch.enable_grad() "so that backward always works", so under a caller's torch.no_grad() the block still records a graph and returns an output that requires grad, where the reference's (and GatedBlockBroken's) does not.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.enable_grad():                # make sure the graph is recorded
            h = self.proj(x)
            h += 1.0
            g = torch.sigmoid(self.gate(x))
            g = g * self.scale                   # out of place: sigmoid's saved output stays intact
            out = h * g
            out += x
            return torch.relu_(out)
