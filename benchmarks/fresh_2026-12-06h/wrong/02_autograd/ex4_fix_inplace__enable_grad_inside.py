# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)" — it wraps the forward in torch.enable_grad() "so that backward can always run", which overrides the caller's no_grad: the output requires grad (and records a graph) where the reference's does not.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.enable_grad():
            h = self.proj(x)
            h += 1.0
            g = torch.sigmoid(self.gate(x)) * self.scale
            out = h * g
            out += x
            return torch.relu_(out)
