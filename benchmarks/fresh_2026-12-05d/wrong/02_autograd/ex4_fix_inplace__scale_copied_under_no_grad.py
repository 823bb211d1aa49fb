# Mistake: "every parameter ... gets the gradient of the formula above" — the scale is copied under torch.no_grad() so that the multiplication "cannot disturb autograd"; the copy is outside the graph, so scale never gets a gradient.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        with torch.no_grad():
            scale = self.scale.clone()
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * scale
        out = h * g
        out += x
        return torch.relu_(out)
