# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)": the forward forces torch.enable_grad() so that backward always works, so under a caller's no_grad the output still requires grad (and records a graph the caller asked not to build).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.enable_grad():
            h = self.proj(x)
            h += 1.0
            g = torch.sigmoid(self.gate(x))
            g = g * self.scale
            out = h * g
            out += x
            return torch.relu_(out)
